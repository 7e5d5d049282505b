"""Data-parallel training (msrun, 2 workers) of a small intent classifier.
HF BertTokenizerFast for tokenisation, dataset sharded per rank, gradients averaged by MindSpore."""
import random
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy
from transformers import BertTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(11)
random.seed(11)

intents = {
    0: ["set an alarm for seven", "wake me up at six", "alarm tomorrow morning"],
    1: ["play some jazz", "turn the music up", "next song please"],
    2: ["weather in berlin", "will it rain tomorrow", "how hot is it today"],
}
words = sorted({w for v in intents.values() for s in v for w in s.split()})
vocab_file = f"/home/user/project/intent_vocab_{rank}.txt"
open(vocab_file, "w").write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words) + "\n")
tokenizer = BertTokenizerFast(vocab_file=vocab_file)
rows = [(random.choice(v), k) for k, v in intents.items() for _ in range(96)]
random.shuffle(rows)

class IntentSource:
    def __init__(self, rows):
        self.rows = rows

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        text, label = self.rows[i]
        enc = tokenizer(text, padding="max_length", max_length=10, truncation=True)
        return np.array(enc["input_ids"], np.int32), np.int32(label)


train = ds.GeneratorDataset(IntentSource(rows), ["input_ids", "label"], shuffle=True, num_shards=world, shard_id=rank).batch(16, drop_remainder=True)
print(f"rank {rank}/{world}: {train.get_dataset_size()} batches per epoch")


class IntentNet(nn.Cell):
    def __init__(self, vocab, dim=32, n=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.fc = nn.Dense(dim, n)

    def construct(self, ids):
        mask = (ids != 0).astype(ms.float32).expand_dims(-1)
        return self.fc((self.emb(ids) * mask).sum(1) / mask.sum(1))


net = IntentNet(len(tokenizer))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"acc": Accuracy()})
model.train(3, train, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
print(f"rank {rank}: train acc = {model.eval(train, dataset_sink_mode=False)['acc']:.4f}")
