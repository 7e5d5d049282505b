# Classifier head with weight normalisation ported from torch (nn.utils.weight_norm recomputes
# weight = g * v / ||v|| before each forward); the port recomputes the Dense weight inside construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(16)


class WeightNormClassifier(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=3):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.encoder = nn.Dense(hidden, hidden, activation="relu")
        self.classifier = nn.Dense(hidden, num_labels)
        self.weight_g = Parameter(ops.ones((num_labels, 1), ms.float32), name="weight_g")

    def construct(self, input_ids):
        v = self.classifier.weight
        self.classifier.weight = self.weight_g * v / ops.norm(v, dim=1, keepdim=True)
        h = self.encoder(self.embed(input_ids).mean(1))
        return self.classifier(h)


ids = np.random.randint(1, 100, (96, 10)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
net = WeightNormClassifier()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=2e-3))
for step in range(6):
    b = slice(step * 16, (step + 1) * 16)
    print("step", step, "loss", train_net(ms.Tensor(ids[b]), ms.Tensor(labels[b])))
