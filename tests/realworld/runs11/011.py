# project config class for a Llama variant ported from an HF remote-code repo, registered with mindformers'
# AutoConfig under model_type "llama" (as in the HF repo's config.json).
from mindformers import AutoConfig
from mindformers.models.llama import LlamaConfig
class TinyLlamaConfig(LlamaConfig):
    model_type = "llama"
    def __init__(self, sliding_window=256, **kwargs):
        super().__init__(**kwargs)
        self.sliding_window = sliding_window
print("registering", TinyLlamaConfig.__name__, "as", TinyLlamaConfig.model_type, flush=True)
AutoConfig.register("llama", TinyLlamaConfig)
config = AutoConfig.for_model("llama", num_layers=2, hidden_size=64, num_heads=4)
print(config, flush=True)
