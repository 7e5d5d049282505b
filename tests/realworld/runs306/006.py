# Train a classifier, save it, then reload it into the inference wrapper for evaluation
# (port of a torch script: torch.save(model.state_dict()) / wrapper.load_state_dict(...)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

N_CLASSES, DIM = 8, 20
rng = np.random.default_rng(0)
centers = rng.standard_normal((N_CLASSES, DIM)).astype(np.float32) * 2.0

def make_split(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, N_CLASSES, n).astype(np.int32)
    x = centers[y] + r.standard_normal((n, DIM)).astype(np.float32)
    return x, y

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(DIM, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, N_CLASSES)
    def construct(self, x):
        return self.head(self.backbone(x))

class InferenceModel(nn.Cell):
    """Wrapper used by the serving code: adds softmax on top of the classifier."""
    def __init__(self):
        super().__init__()
        self.model = Classifier()
        self.softmax = nn.Softmax(axis=-1)
    def construct(self, x):
        return self.softmax(self.model(x))

xtr, ytr = make_split(4000, 1)
xte, yte = make_split(1000, 2)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)

net = Classifier()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt, metrics={"acc"})
model.train(3, train_ds, callbacks=[ms.LossMonitor(20)], dataset_sink_mode=False)
test_ds = ds.NumpySlicesDataset({"x": xte, "y": yte}, shuffle=False).batch(250)
print("eval after training:", model.eval(test_ds, dataset_sink_mode=False))
ms.save_checkpoint(net, "classifier.ckpt")

# ---- inference / export stage ----
infer = InferenceModel()
param_dict = ms.load_checkpoint("classifier.ckpt")
ms.load_param_into_net(infer, param_dict)
infer.set_train(False)
probs = infer(ms.Tensor(xte)).asnumpy()
acc = (probs.argmax(-1) == yte).mean()
print(f"inference model accuracy on test set: {acc:.4f}")
print(f"mean max prob: {probs.max(-1).mean():.4f}")
