"""Evaluate a fraud classifier whose weights were exported from a PyTorch Lightning checkpoint."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(4)
rng = np.random.default_rng(4)
w_true = rng.normal(size=30).astype(np.float32)
x_all = rng.normal(size=(1200, 30)).astype(np.float32)
y_all = (x_all @ w_true > 0).astype(np.int32)


class FraudNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(30, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU())
        self.classifier = nn.Dense(32, 2)

    def construct(self, x):
        return self.classifier(self.encoder(x))


# ---- stands in for the Lightning checkpoint: ckpt["state_dict"] has keys "model.encoder.0.weight", ...
#      (the torch module called its output layer self.fc)
teacher = FraudNet()
ms.Model(teacher, nn.CrossEntropyLoss(), nn.Adam(teacher.trainable_params(), 1e-2)).train(
    5, ds.NumpySlicesDataset({"x": x_all[:1000], "y": y_all[:1000]}, shuffle=True).batch(50),
    dataset_sink_mode=False)
lightning_state_dict = {"model." + p.name.replace("classifier.", "fc."): p.asnumpy()
                        for p in teacher.get_parameters()}
np.savez("fraud_lightning_export.npz", **lightning_state_dict)

# ---- conversion + evaluation (the actual migration script)
exported = np.load("fraud_lightning_export.npz")
param_dict = {k: ms.Parameter(ms.Tensor(exported[k]), name=k) for k in exported.files}
print(f"read {len(param_dict)} tensors from fraud_lightning_export.npz")

net = FraudNet()
ms.load_param_into_net(net, param_dict)
print("pretrained weights loaded")

model = ms.Model(net, nn.CrossEntropyLoss(), metrics={"accuracy": Accuracy(), "loss": nn.Loss()})
val_ds = ds.NumpySlicesDataset({"x": x_all[1000:], "y": y_all[1000:]}, shuffle=False).batch(50)
res = model.eval(val_ds, dataset_sink_mode=False)
print(f"holdout: accuracy={res['accuracy']:.4f} loss={res['loss']:.4f}")
