"""Evaluation / export script for the shapes CNN trained in the training job (checkpoint shapes_cnn.ckpt).
The model class was refactored for the export repo (features + classifier, like torchvision models)."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class ShapesCNN(nn.Cell):
    def __init__(self, num_classes=3):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(16 * 4 * 4, num_classes)

    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))


def make_eval_set(n, seed=123):
    rng = np.random.default_rng(seed)
    X = rng.normal(0, 0.3, (n, 1, 16, 16)).astype(np.float32)
    y = rng.integers(0, 3, n).astype(np.int32)
    for i in range(n):
        if y[i] == 0:
            X[i, 0, 4:12, 7:9] += 1.0
        elif y[i] == 1:
            X[i, 0, 7:9, 4:12] += 1.0
        else:
            X[i, 0, 5:11, 5:11] += 0.6
    return X, y


net = ShapesCNN()
param_dict = ms.load_checkpoint("/home/user/project/shapes_cnn.ckpt")
print(f"loaded {len(param_dict)} tensors from shapes_cnn.ckpt")
ms.load_param_into_net(net, param_dict)
net.set_train(False)

X, y = make_eval_set(600)
pred = net(ms.Tensor(X)).argmax(1).asnumpy()
acc = float((pred == y).mean())
per_class = {c: float((pred[y == c] == c).mean()) for c in range(3)}
print(f"eval accuracy: {acc:.4f}  per-class: {per_class}")
ms.export(net, ms.Tensor(X[:1]), file_name="/home/user/project/shapes_cnn", file_format="MINDIR")
print("exported /home/user/project/shapes_cnn.mindir")
