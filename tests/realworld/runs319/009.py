# Precision alignment: PyTorch reference vs MindSpore port of a small MLP classifier with BatchNorm1d.
# Step 1 runs the torch reference (separate venv) and dumps init weights + per-step losses; step 2 replays in MindSpore.
import json
import os
import subprocess
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
TORCH_PY = "/home/user/venv/bin/python"
STEPS, LR, TOL = 30, 0.1, 1e-5

TORCH_REF = r'''
import json, numpy as np, torch
from torch import nn
torch.manual_seed(0)
torch.use_deterministic_algorithms(True)
class Block(nn.Module):
    def __init__(self, d=32, h=128, c=4):
        super().__init__()
        self.fc1 = nn.Linear(d, h)
        self.bn = nn.BatchNorm1d(h, eps=1e-5, momentum=0.1)
        self.act = nn.ReLU()
        self.head = nn.Linear(h, c)
    def forward(self, x):
        return self.head(self.act(self.bn(self.fc1(x))))
rng = np.random.default_rng(0)
x = (rng.normal(0, 2.0, (256, 32)) + 3.0).astype(np.float32)
xe = (rng.normal(0, 2.0, (512, 32)) + 3.0).astype(np.float32)
ye = rng.integers(0, 4, 512).astype(np.int64)
y = rng.integers(0, 4, 256).astype(np.int64)
m = Block()
np.savez("ref_init.npz", x=x, y=y, xe=xe, ye=ye, **{k: v.detach().numpy() for k, v in m.state_dict().items()})
opt = torch.optim.SGD(m.parameters(), lr=%(lr)s)
losses = []
for step in range(%(steps)s):
    xb, yb = torch.from_numpy(x[(step * 32) %% 256:][:32]), torch.from_numpy(y[(step * 32) %% 256:][:32])
    loss = nn.functional.cross_entropy(m(xb), yb)
    opt.zero_grad(); loss.backward(); opt.step()
    losses.append(loss.item())
m.eval()
with torch.no_grad():
    eval_loss = nn.functional.cross_entropy(m(torch.from_numpy(xe)), torch.from_numpy(ye)).item()
json.dump({"train": losses, "eval": eval_loss}, open("ref_losses.json", "w"))
print("torch", torch.__version__, "reference done")
''' % {"lr": LR, "steps": STEPS}

with open("torch_ref.py", "w") as f:
    f.write(TORCH_REF)
print(subprocess.run([TORCH_PY, "torch_ref.py"], capture_output=True, text=True, check=True).stdout.strip())

class Block(nn.Cell):
    def __init__(self, d=32, h=128, c=4):
        super().__init__()
        self.fc1 = nn.Dense(d, h)
        self.bn = nn.BatchNorm1d(h, eps=1e-5, momentum=0.1)
        self.act = nn.ReLU()
        self.head = nn.Dense(h, c)
    def construct(self, x):
        return self.head(self.act(self.bn(self.fc1(x))))

ref = np.load("ref_init.npz")
net = Block()
mapping = {"bn.weight": "bn.gamma", "bn.bias": "bn.beta",
           "bn.running_mean": "bn.moving_mean", "bn.running_var": "bn.moving_variance"}
params = {}
for k in ref.files:
    if k in ("x", "y", "xe", "ye") or k.endswith("num_batches_tracked"):
        continue
    name = mapping.get(k, k)
    params[name] = ms.Parameter(ms.Tensor(ref[k]), name=name)
not_loaded, unused = ms.load_param_into_net(net, params)
print(f"loaded {len(params)} tensors, not loaded: {not_loaded}, unused: {unused}")

x, y = ref["x"], ref["y"].astype(np.int32)
ref_json = json.load(open("ref_losses.json"))
ref_losses = ref_json["train"]
opt = nn.SGD(net.trainable_params(), learning_rate=LR)
loss_fn = nn.CrossEntropyLoss()
net.set_train(True)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
max_diff = 0.0
for step in range(STEPS):
    xb = ms.Tensor(x[(step * 32) % 256:][:32]); yb = ms.Tensor(y[(step * 32) % 256:][:32])
    loss, grads = grad_fn(xb, yb)
    opt(grads)
    diff = abs(float(loss.asnumpy()) - ref_losses[step])
    max_diff = max(max_diff, diff)
    print(f"step {step:2d} ms_loss {float(loss.asnumpy()):.6f} torch_loss {ref_losses[step]:.6f} abs_diff {diff:.2e}")
net.set_train(False)
eval_loss = float(loss_fn(net(ms.Tensor(ref["xe"])), ms.Tensor(ref["ye"].astype(np.int32))).asnumpy())
eval_diff = abs(eval_loss - ref_json["eval"])
print(f"eval ms_loss {eval_loss:.6f} torch_loss {ref_json['eval']:.6f} abs_diff {eval_diff:.2e}")
max_diff = max(max_diff, eval_diff)
print(f"max abs loss diff over {STEPS} steps + eval: {max_diff:.2e} (tolerance {TOL:.0e}) -> {'ALIGNED' if max_diff < TOL else 'NOT ALIGNED'}")
