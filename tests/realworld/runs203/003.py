# Healthy: intent classifier, HF fast tokenizer -> mindspore.dataset -> Model.train with callbacks
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
intents = {0: ["play", "song", "music", "album"], 1: ["weather", "rain", "sunny", "forecast"], 2: ["alarm", "wake", "timer", "morning"]}
texts, labels = [], []
for i in range(300):
    lab = i % 3
    texts.append("please " + " ".join(rng.choice(intents[lab], 3)) + " now")
    labels.append(lab)

raw = Tokenizer(models.WordPiece(unk_token="[UNK]"))
raw.pre_tokenizer = pre_tokenizers.Whitespace()
raw.train_from_iterator(texts, trainers.WordPieceTrainer(vocab_size=200, special_tokens=["[PAD]", "[UNK]", "[CLS]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]")
print("vocab size:", len(tokenizer))
enc = tokenizer(texts, padding="max_length", max_length=12, truncation=True)

def gen():
    for ids, lab in zip(enc["input_ids"], labels):
        yield np.array(ids, np.int32), np.int32(lab)

train = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=True).batch(20, drop_remainder=True)


class TextCNN(nn.Cell):
    def __init__(self, vocab, dim=32, n_cls=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.conv = nn.Conv1d(dim, 32, 3, pad_mode="same", has_bias=True)
        self.relu = nn.ReLU()
        self.fc = nn.Dense(32, n_cls)
    def construct(self, x):
        h = self.emb(x).transpose(0, 2, 1)
        h = self.relu(self.conv(h)).max(axis=2)
        return self.fc(h)

net = TextCNN(len(tokenizer))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
model.train(4, train, callbacks=[LossMonitor(5), TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(train, dataset_sink_mode=False))
