"""Train a classifier, save it, then reload it inside the serving wrapper and evaluate."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(3)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 64)
        self.fc2 = nn.Dense(64, 3)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class ServingModel(nn.Cell):
    """Wrapper used by the inference service: softmax on top of the backbone."""
    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.softmax = nn.Softmax()

    def construct(self, x):
        return self.softmax(self.backbone(x))


rng = np.random.default_rng(0)
centers = rng.normal(scale=3.0, size=(3, 16)).astype(np.float32)
y = rng.integers(0, 3, 1200).astype(np.int32)
x = (centers[y] + rng.normal(size=(1200, 16))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:1000], "y": y[:1000]}, shuffle=True).batch(50)
val = ds.NumpySlicesDataset({"x": x[1000:], "y": y[1000:]}, shuffle=False).batch(50)

net = Classifier()
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(net.trainable_params(), 1e-2), metrics={"accuracy"})
model.train(3, train, callbacks=[ms.LossMonitor(20)])
print("val after training:", model.eval(val))
ms.save_checkpoint(net, "classifier.ckpt")

# ---- deployment side
serving = ServingModel(Classifier())
params = ms.load_checkpoint("classifier.ckpt")
ms.load_param_into_net(serving, params)
serving.set_train(False)
correct = total = 0
for batch in val.create_dict_iterator():
    pred = serving(batch["x"]).argmax(axis=1)
    correct += int((pred == batch["y"]).sum().asnumpy())
    total += batch["y"].shape[0]
print(f"serving accuracy: {correct / total:.4f} ({correct}/{total})")
