# parity check of ported GPT-2 MLP projection against numpy reference of HF Conv1D (y = x @ W + b)
import numpy as np
import mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file

ms.set_device("CPU")
H = 64
rng = np.random.default_rng(1)
hf = {"h.0.mlp.c_proj.weight": (rng.standard_normal((H, H)) * 0.1).astype(np.float32),
      "h.0.mlp.c_proj.bias": (rng.standard_normal(H) * 0.1).astype(np.float32)}
save_file(hf, "gpt2_005.safetensors")

net = nn.Dense(H, H)
sd = load_file("gpt2_005.safetensors")
params = {"weight": ms.Parameter(ms.Tensor(sd["h.0.mlp.c_proj.weight"]), name="weight"),
          "bias": ms.Parameter(ms.Tensor(sd["h.0.mlp.c_proj.bias"]), name="bias")}
print("not loaded:", ms.load_param_into_net(net, params))
x = rng.standard_normal((4, H)).astype(np.float32)
ref = x @ sd["h.0.mlp.c_proj.weight"] + sd["h.0.mlp.c_proj.bias"]   # HF Conv1D forward
out = net(ms.Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"c_proj parity vs HF Conv1D: max_abs_diff {diff.max():.4e} mean_abs_diff {diff.mean():.4e}")
assert diff.max() < 1e-4, f"ported c_proj does not match HF output (max diff {diff.max():.4e})"
print("parity ok")
