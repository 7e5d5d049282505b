# Precision alignment of the MindSpore port of the FFN classifier against the PyTorch reference run
# (same initial weights, same batches, same optimizer hyper-parameters as the torch script).
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class FFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc_in = nn.Dense(32, 256)
        self.act = nn.GELU()
        self.norm = nn.LayerNorm((256,))
        self.fc_mid = nn.Dense(256, 256)
        self.fc_out = nn.Dense(256, 8)
    def construct(self, x):
        h = self.norm(self.act(self.fc_in(x)))
        return self.fc_out(self.act(self.fc_mid(h)))

TORCH2MS = {"norm.weight": "norm.gamma", "norm.bias": "norm.beta"}
ref = np.load("ffn_ref.npz")
net = FFN()
params = {}
for k in ref.files:
    if k.startswith("init."):
        name = TORCH2MS.get(k[5:], k[5:])
        params[name] = Parameter(Tensor(ref[k]), name=name)
not_loaded, _ = ms.load_param_into_net(net, params, strict_load=True)
print("params not loaded:", not_loaded)

X, Y, ref_losses = ref["X"], ref["Y"].astype(np.int32), ref["losses"]
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

print(f"{'step':>5} {'ms_loss':>10} {'torch_loss':>10} {'abs_diff':>10} {'rel_diff':>10}")
diffs = []
for step in range(300):
    i = (step * 64) % 4096
    loss, grads = grad_fn(Tensor(X[i:i + 64]), Tensor(Y[i:i + 64]))
    opt(grads)
    l = float(loss.asnumpy())
    d = abs(l - ref_losses[step])
    diffs.append(d / abs(ref_losses[step]))
    if step < 5 or step % 25 == 0 or step == 299:
        print(f"{step:5d} {l:10.6f} {ref_losses[step]:10.6f} {d:10.6f} {diffs[-1]:10.6f}", flush=True)
print(f"mean rel diff {np.mean(diffs):.6f}  max rel diff {np.max(diffs):.6f}")
