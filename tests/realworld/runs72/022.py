# register the port's tokenizer class for its custom config
from transformers import AutoConfig, AutoTokenizer, PretrainedConfig, PreTrainedTokenizerFast
class MiniMSConfig(PretrainedConfig):
    model_type = "mini_ms"
class MiniMSTokenizerFast(PreTrainedTokenizerFast):
    pass
AutoConfig.register("mini_ms", MiniMSConfig)
AutoTokenizer.register(MiniMSConfig, MiniMSTokenizerFast)
print("registered")
