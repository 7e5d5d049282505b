# Ported from a torch model that keeps the last pooled batch in a registered buffer for a
# memory-bank contrastive loss (torch: self.last_pooled.copy_(h.detach())). Buffer sized with
# per_device_train_batch_size from the TrainingArguments.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(11)

PER_DEVICE_TRAIN_BATCH_SIZE = 16
HIDDEN = 32


class MemoryBankEncoder(nn.Cell):
    def __init__(self, vocab=100, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, HIDDEN)
        self.pooler = nn.Dense(HIDDEN, HIDDEN, activation="tanh")
        self.classifier = nn.Dense(HIDDEN, num_labels)
        self.last_pooled = Parameter(ops.zeros((PER_DEVICE_TRAIN_BATCH_SIZE, HIDDEN), ms.float32),
                                     name="last_pooled", requires_grad=False)

    def construct(self, input_ids):
        pooled = self.pooler(self.embed(input_ids).mean(1))
        # similarity to the previous batch (memory bank term)
        sim = ops.matmul(pooled, self.last_pooled.T).mean()
        ops.assign(self.last_pooled, ops.stop_gradient(pooled))
        return self.classifier(pooled) + 0.0 * sim


N = 200   # train split size after filtering
ids = np.random.randint(1, 100, (N, 12)).astype(np.int32)
labels = ((ids < 50).sum(1) > 6).astype(np.int32)

model = MemoryBankEncoder()
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                                nn.Adam(model.trainable_params(), learning_rate=3e-3))
global_step = 0
for epoch in range(2):
    for i in range(0, N, PER_DEVICE_TRAIN_BATCH_SIZE):
        x = ms.Tensor(ids[i:i + PER_DEVICE_TRAIN_BATCH_SIZE])
        y = ms.Tensor(labels[i:i + PER_DEVICE_TRAIN_BATCH_SIZE])
        loss = train_net(x, y)
        global_step += 1
        print(f"epoch {epoch} step {global_step} batch {tuple(x.shape)} loss {float(loss):.4f}")
