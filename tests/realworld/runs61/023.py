# Data-parallel fine-tuning (msrun, 2 workers). The torch model froze the embeddings in forward()
# when config.freeze_embeddings was set (for p in self.embeddings.parameters(): p.requires_grad = False).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(23)


class Config:
    vocab_size = 100
    hidden_size = 32
    num_labels = 2
    freeze_embeddings = True


class TinyClassifier(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embeddings = nn.Embedding(config.vocab_size, config.hidden_size)
        self.dense = nn.Dense(config.hidden_size, config.hidden_size, activation="tanh")
        self.classifier = nn.Dense(config.hidden_size, config.num_labels)

    def construct(self, input_ids):
        if self.config.freeze_embeddings:
            self.embeddings.embedding_table.requires_grad = False
        h = self.embeddings(input_ids).mean(1)
        return self.classifier(self.dense(h))


rng = np.random.RandomState(0)
ids = rng.randint(1, 100, (256, 12)).astype(np.int32)
labels = ((ids < 50).sum(1) > 6).astype(np.int32)
dataset = ds.NumpySlicesDataset({"input_ids": ids, "labels": labels}, shuffle=True,
                                num_shards=world, shard_id=rank).batch(16, drop_remainder=True)

model = TinyClassifier(Config())
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                                nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3))
print(f"[rank {rank}/{world}] steps per epoch: {dataset.get_dataset_size()}")
for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss = train_net(x, y)
        if step % 4 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss):.4f}")
print(f"[rank {rank}] done")
