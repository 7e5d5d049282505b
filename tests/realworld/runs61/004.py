# HF modeling file ported to MindSpore; kept the logger.info debug line from the torch forward().
import logging

import numpy as np
import mindspore as ms
from mindspore import nn, ops

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
logger = logging.getLogger("modeling_tiny")

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(7)
np.random.seed(7)


class TinyClassifier(nn.Cell):
    def __init__(self, vocab=64, hidden=32, num_labels=2):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, hidden)
        self.pooler = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        hidden = self.embeddings(input_ids)
        pooled = self.pooler(hidden.mean(1))
        logits = self.classifier(pooled)
        logger.info(f"logits mean {logits.mean().item():.4f}")
        return logits


ids = np.random.randint(1, 64, size=(64, 12)).astype(np.int32)
labels = ((ids < 32).sum(1) > 6).astype(np.int32)

model = TinyClassifier()
net_with_loss = nn.WithLossCell(model, nn.CrossEntropyLoss())
train_net = nn.TrainOneStepCell(net_with_loss, nn.Adam(model.trainable_params(), learning_rate=1e-2))
train_net.set_train()
x, y = ms.Tensor(ids), ms.Tensor(labels)
for step in range(25):
    loss = train_net(x, y)
    if step % 5 == 0 or step == 24:
        logger.info("step %d loss %.4f", step, float(loss))
print("final loss:", float(loss))
