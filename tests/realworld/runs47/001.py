# register a ported config with AutoConfig so from_pretrained can find it
from transformers import AutoConfig, PretrainedConfig

class MsLlamaConfig(PretrainedConfig):
    model_type = "llama"
    def __init__(self, vocab_size=32000, hidden_size=256, num_hidden_layers=2, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        super().__init__(**kwargs)

AutoConfig.register("llama", MsLlamaConfig)
cfg = AutoConfig.for_model("llama", hidden_size=128)
print(type(cfg).__name__, cfg.hidden_size)
