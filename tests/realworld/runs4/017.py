# transformers: registering a custom config under a model_type that transformers already uses.
from transformers import AutoConfig, PretrainedConfig
class MyQwenConfig(PretrainedConfig):
    model_type = "qwen2"
    def __init__(self, hidden_size=64, **kw):
        self.hidden_size = hidden_size
        super().__init__(**kw)
AutoConfig.register("qwen2", MyQwenConfig)
print(AutoConfig.for_model("qwen2"))
