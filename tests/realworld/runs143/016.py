"""Parity round-trip for the serving team: MindSpore-trained classifier -> torch state_dict names -> back
through the shared torch->MindSpore converter, then evaluated."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_seed(29)
rng = np.random.default_rng(29)
F, C = 24, 3
W = rng.normal(size=(F, C)).astype(np.float32)
def sample(n):
    x = (rng.normal(size=(n, F)) * 5 + 20).astype(np.float32)    # raw, un-normalised sensor units
    y = ((x - 20) @ W).argmax(1).astype(np.int32)
    return x, y

def build():
    return nn.SequentialCell(nn.BatchNorm1d(F), nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, C))

Xtr, ytr = sample(3000)
net = build()
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"acc"})
tr = ds.NumpySlicesDataset((Xtr, ytr), column_names=["x", "y"], shuffle=True).batch(64)
model.train(4, tr, callbacks=[ms.train.LossMonitor(25)], dataset_sink_mode=False)
Xte, yte = sample(600)
te = ds.NumpySlicesDataset((Xte, yte), column_names=["x", "y"], shuffle=False).batch(100)
print("mindspore eval:", model.eval(te, dataset_sink_mode=False))

# export with torch names (what nn.Sequential(BatchNorm1d, Linear, ReLU, Linear).state_dict() holds)
MS2PT = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean", "moving_variance": "running_var"}
state_dict = {}
for p in net.get_parameters():
    mod, leaf = p.name.rsplit(".", 1)
    state_dict[f"{mod}.{MS2PT.get(leaf, leaf)}"] = p.asnumpy()
np.savez("/home/user/project/classifier_torch_state.npz", **state_dict)

# shared torch -> MindSpore converter (written for Linear/LayerNorm models)
def convert(npz_path):
    sd = np.load(npz_path)
    out = []
    for k in sd.files:
        name = k
        if k.startswith("0."):                     # norm layer: weight/bias -> gamma/beta
            name = k.replace(".weight", ".gamma").replace(".bias", ".beta")
        out.append({"name": name, "data": Tensor(sd[k])})
    return out
ms.save_checkpoint(convert("/home/user/project/classifier_torch_state.npz"), "/home/user/project/classifier_converted.ckpt")

served = build()
ms.load_param_into_net(served, ms.load_checkpoint("/home/user/project/classifier_converted.ckpt"))
served.set_train(False)
pred = served(Tensor(Xte)).argmax(1).asnumpy()
print(f"converted model accuracy: {(pred == yte).mean():.4f}  prediction counts: {np.bincount(pred, minlength=C).tolist()}")
