# Mistake: HF habit AutoProcessor.register(Config, MyProcessor) used in the MindFormers port:
# the project's chat processor (prompt template + tokenizer) is registered for the stock
# mindformers LlamaConfig, which MindFormers' processor mapping already uses for its own
# LlamaProcessor; register() refuses the taken key (exist_ok not set, nor should it be).
from mindformers import AutoProcessor, LlamaConfig
from mindformers.models.processing_utils import ProcessorMixin


class ChatTemplateProcessor(ProcessorMixin):
    """Wraps the tokenizer and applies the in-house chat template before tokenising."""
    attributes = ["tokenizer"]
    tokenizer_class = "LlamaTokenizer"

    def __init__(self, tokenizer=None, template="<|user|>{q}<|assistant|>"):
        super().__init__(tokenizer=tokenizer)
        self.template = template

    def __call__(self, queries, **kwargs):
        return self.tokenizer([self.template.format(q=q) for q in queries], **kwargs)


AutoProcessor.register(LlamaConfig, ChatTemplateProcessor)
print("registered ChatTemplateProcessor for", LlamaConfig.model_type)
