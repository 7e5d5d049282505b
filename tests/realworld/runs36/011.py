# Custom Llama variant (extra gating in the MLP) ported into a MindFormers project. The config class is
# registered with the MindFormers auto classes under the model_type copied from the HF config.json
# ("llama"), which MindFormers already maps to its own LlamaConfig.
from mindformers import AutoConfig, LlamaConfig

class GatedLlamaConfig(LlamaConfig):
    model_type = "llama"
    def __init__(self, mlp_gate_init=0.0, **kwargs):
        super().__init__(**kwargs)
        self.mlp_gate_init = mlp_gate_init

print("registering GatedLlamaConfig as", GatedLlamaConfig.model_type)
AutoConfig.register("llama", GatedLlamaConfig)
cfg = AutoConfig.for_model("llama", num_layers=2, hidden_size=128)
print(type(cfg).__name__)
