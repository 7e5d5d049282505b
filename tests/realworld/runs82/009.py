# Convert a MindSpore checkpoint of the ported model to HF safetensors for the transformers side.
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gate_proj = nn.Dense(16, 64, has_bias=False)
        self.up_proj = nn.Dense(16, 64, has_bias=False)
        self.down_proj = nn.Dense(64, 16, has_bias=False)
    def construct(self, x):
        return self.down_proj(self.gate_proj(x) * self.up_proj(x))

ms.save_checkpoint(MLP(), "mlp_step100.ckpt")
params = ms.load_checkpoint("mlp_step100.ckpt")
print("loaded", len(params), "tensors from mlp_step100.ckpt")
hf_state = {}
for name, value in params.items():
    hf_name = "model.layers.0.mlp." + name
    hf_state[hf_name] = value
    print(f"{name} -> {hf_name} {tuple(value.shape)}")
save_file(hf_state, "model.safetensors", metadata={"format": "pt"})
print("saved model.safetensors")
