"""Train a small classifier, export it to MindIR for serving, then batch-infer with the loaded graph."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
os.makedirs("export", exist_ok=True)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 3))

    def construct(self, x):
        return nn.Softmax(axis=-1)(self.body(x))


rng = np.random.default_rng(0)
X = rng.normal(size=(600, 10)).astype(np.float32)
y = (X[:, 0] > 0).astype(np.int32) + (X[:, 1] > 1).astype(np.int32)

net = Classifier()
train = nn.TrainOneStepCell(nn.WithLossCell(net.body, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
train.set_train()
for epoch in range(3):
    for b in range(0, 600, 50):
        loss = train(Tensor(X[b:b + 50]), Tensor(y[b:b + 50]))
    print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")

# export with a single example input, as in the serving tutorial
net.set_train(False)
example = Tensor(X[:1])
ms.export(net, example, file_name="export/classifier", file_format="MINDIR")
print("exported:", sorted(os.listdir("export")))

graph = ms.load("export/classifier.mindir")
infer = nn.GraphCell(graph)
print("single sample:", infer(Tensor(X[:1])).asnumpy().round(3))
batch = Tensor(X[:32])
probs = infer(batch).asnumpy()
print("batch accuracy:", (probs.argmax(1) == y[:32]).mean())
