# Port of a tiny GPT-2 style MLP block: convert an exported HF state dict (numpy) to a MindSpore checkpoint and fine-tune
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
d_model, d_ff = 64, 256

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c_fc = nn.Dense(d_model, d_ff)
        self.c_proj = nn.Dense(d_ff, d_model)
        self.act = nn.GELU(approximate=True)
    def construct(self, x):
        return self.c_proj(self.act(self.c_fc(x)))

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln_2 = nn.LayerNorm((d_model,), epsilon=1e-5)
        self.mlp = MLP()
    def construct(self, x):
        return x + self.mlp(self.ln_2(x))

# "exported" HF weights (transformers Conv1D stores weight as [in_features, out_features])
rng = np.random.default_rng(0)
hf_state = {
    "h.0.ln_2.weight": np.ones(d_model, np.float32),
    "h.0.ln_2.bias": np.zeros(d_model, np.float32),
    "h.0.mlp.c_fc.weight": rng.normal(0, 0.02, (d_model, d_ff)).astype(np.float32),
    "h.0.mlp.c_fc.bias": np.zeros(d_ff, np.float32),
    "h.0.mlp.c_proj.weight": rng.normal(0, 0.02, (d_ff, d_model)).astype(np.float32),
    "h.0.mlp.c_proj.bias": np.zeros(d_model, np.float32),
}
name_map = {"ln_2.weight": "ln_2.gamma", "ln_2.bias": "ln_2.beta"}
params = []
for k, v in hf_state.items():
    k = k.replace("h.0.", "")
    k = name_map.get(k, k)
    params.append({"name": k, "data": Tensor(v)})
    print(f"convert {k} {v.shape}")
ms.save_checkpoint(params, "gpt2_block.ckpt")

net = Block()
param_dict = ms.load_checkpoint("gpt2_block.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()
x = Tensor(rng.normal(size=(8, 16, d_model)).astype(np.float32))
y = Tensor(rng.normal(size=(8, 16, d_model)).astype(np.float32))
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step in range(20):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.5f}")
