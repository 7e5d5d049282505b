# healthy: weights exported to safetensors (numpy) with HF names and reloaded to resume training
import numpy as np, mindspore as ms
from mindspore import nn
from safetensors.numpy import save_file, load_file
rng = np.random.default_rng(1)
X = rng.standard_normal((128, 16)).astype(np.float32); y = (X[:, :3].sum(1) > 0).astype(np.int32)
def make():
    return nn.SequentialCell([nn.Dense(16, 32, activation="gelu"), nn.Dense(32, 2)])
def train(net, steps, start):
    opt = nn.AdamWeightDecay(net.trainable_params(), 5e-3); lf = nn.CrossEntropyLoss()
    f = ms.value_and_grad(lambda a, b: lf(net(a), b), None, opt.parameters)
    for s in range(steps):
        l, g = f(ms.Tensor(X), ms.Tensor(y)); opt(g)
        if s % 10 == 0: print(f"step {start + s} loss {l.asnumpy():.4f}")
net = make(); train(net, 30, 0)
to_hf = {"0.weight": "classifier.dense.weight", "0.bias": "classifier.dense.bias", "1.weight": "classifier.out_proj.weight", "1.bias": "classifier.out_proj.bias"}
save_file({to_hf[p.name]: p.asnumpy() for p in net.get_parameters()}, "export/clf.safetensors")
sd = load_file("export/clf.safetensors"); back = {v: k for k, v in to_hf.items()}
net2 = make()
print("not loaded:", ms.load_param_into_net(net2, {back[k]: ms.Parameter(ms.Tensor(v), name=back[k]) for k, v in sd.items()}, strict_load=True))
train(net2, 31, 30)
print("resumed training finished")
