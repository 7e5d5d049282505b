# Feature extraction for a retrieval index: the torch code wrote the pooled sentence vectors into a
# module-level dict inside forward() (ACTIVATIONS["pooled"] = h) and read them after training.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(5)

ACTIVATIONS = {}


class SentenceClassifier(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.pooler = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        pooled = self.pooler(self.embed(input_ids).mean(1))
        ACTIVATIONS["pooled"] = pooled
        return self.classifier(pooled)


ids = np.random.randint(1, 100, (96, 12)).astype(np.int32)
labels = ((ids < 50).sum(1) > 6).astype(np.int32)

model = SentenceClassifier()
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                                nn.Adam(model.trainable_params(), learning_rate=5e-3))
for epoch in range(3):
    losses = []
    for i in range(0, 96, 32):
        losses.append(float(train_net(ms.Tensor(ids[i:i + 32]), ms.Tensor(labels[i:i + 32]))))
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")

model.set_train(False)
index = []
for i in range(0, 96, 32):
    model(ms.Tensor(ids[i:i + 32]))
    index.append(ACTIVATIONS["pooled"].asnumpy())
index = np.concatenate(index)
print("index built:", index.shape)
