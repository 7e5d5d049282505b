# Register our tokenizer subclass (adds chat-template helpers) for Qwen2 configs so that
# AutoTokenizer.from_pretrained(...) in the old HF data scripts returns it
from transformers import AutoTokenizer, Qwen2Config, PreTrainedTokenizerFast

class Qwen2ChatTokenizerFast(PreTrainedTokenizerFast):
    def build_prompt(self, messages):
        return "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages)

AutoTokenizer.register(Qwen2Config, fast_tokenizer_class=Qwen2ChatTokenizerFast)
print("registered Qwen2ChatTokenizerFast")
