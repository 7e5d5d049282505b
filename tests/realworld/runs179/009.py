"""Support-ticket priority classifier: HF BertTokenizerFast + MindSpore mean-pooled encoder.
Tickets are 'header' (boilerplate from the helpdesk form) + the customer's message."""
import random
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy, Callback
from transformers import BertTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(7)
random.seed(7)

header = "ticket submitted via web form customer id region eu channel email product cloud storage plan business"
urgent = ["outage production down", "data loss urgent", "cannot access anything", "security breach now"]
normal = ["question about invoice", "feature request please", "how to change logo", "thanks for the help"]
words = set(header.split()) | {w for s in urgent + normal for w in s.split()}
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(words)
open("/home/user/project/ticket_vocab.txt", "w").write("\n".join(vocab) + "\n")
tokenizer = BertTokenizerFast(vocab_file="/home/user/project/ticket_vocab.txt")

rows = [(header + " " + random.choice(urgent), 1) for _ in range(300)] + \
       [(header + " " + random.choice(normal), 0) for _ in range(300)]
random.shuffle(rows)
MAX_LEN = 16   # keep sequences short for speed

def gen(data):
    for text, label in data:
        enc = tokenizer(text, truncation=True, max_length=MAX_LEN, padding="max_length")
        yield np.array(enc["input_ids"], np.int32), np.array(enc["attention_mask"], np.float32), np.int32(label)

cols = ["input_ids", "attention_mask", "label"]
train_ds = ds.GeneratorDataset(lambda: gen(rows[:480]), cols, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.GeneratorDataset(lambda: gen(rows[480:]), cols, shuffle=False).batch(32)
print(f"train batches: {train_ds.get_dataset_size()}, val batches: {val_ds.get_dataset_size()}")


class Encoder(nn.Cell):
    def __init__(self, vocab_size, dim=48):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim)
        self.ff = nn.SequentialCell([nn.Dense(dim, dim), nn.GELU(), nn.Dense(dim, 2)])

    def construct(self, ids, mask):
        h = (self.emb(ids) * mask.expand_dims(-1)).sum(1) / mask.sum(1, keepdims=True)
        return self.ff(h)


class TrainStep(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net, self.loss = net, nn.CrossEntropyLoss()

    def construct(self, ids, mask, label):
        return self.loss(self.net(ids, mask), label)


class EvalStep(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, ids, mask, label):
        return self.net(ids, mask), label


class EvalEachEpoch(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = model.eval(val_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num}: val_acc={res['acc']:.4f}")


net = Encoder(len(vocab))
model = Model(TrainStep(net), optimizer=nn.Adam(net.trainable_params(), 3e-3),
              eval_network=EvalStep(net), metrics={"acc": Accuracy()})
model.train(5, train_ds, callbacks=[LossMonitor(5), EvalEachEpoch()], dataset_sink_mode=False)
