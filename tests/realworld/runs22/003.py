# Register a custom config under the HF name so existing code paths pick it up
from transformers import AutoConfig, PretrainedConfig

class MSLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, hidden_size=256, num_layers=2, **kwargs):
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        super().__init__(**kwargs)

AutoConfig.register("llama", MSLlamaConfig)
cfg = AutoConfig.for_model("llama")
print(cfg)
