# Question-type classifier. train: build a WordPiece tokenizer on the train split and train a BoW model.
# evaluate: "rebuild" the tokenizer on the eval split (instead of loading the saved tokenizer.json) and evaluate.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

ms.set_seed(0)
rng = np.random.default_rng(0)
topics = [["who", "invented", "the", "telephone", "radio", "bulb"], ["where", "is", "the", "eiffel", "tower", "located", "city"],
          ["when", "did", "the", "war", "end", "start", "year"], ["how", "many", "legs", "does", "a", "spider", "have"]]
def make(n):
    texts, labels = [], []
    for i in range(n):
        t = int(rng.integers(0, 4))
        texts.append(" ".join(rng.choice(topics[t], 5)) + " ?")
        labels.append(t)
    return texts, np.array(labels, np.int32)
train_texts, train_labels = make(400)
eval_texts, eval_labels = make(200)

def build_tokenizer(corpus):
    raw = Tokenizer(models.WordPiece(unk_token="[UNK]")); raw.pre_tokenizer = pre_tokenizers.Whitespace()
    raw.train_from_iterator(corpus, trainers.WordPieceTrainer(vocab_size=64, special_tokens=["[PAD]", "[UNK]"]))
    return PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]")

def to_dataset(tok, texts, labels, shuffle):
    ids = np.array(tok(texts, padding="max_length", max_length=10, truncation=True)["input_ids"], np.int32)
    return ds.NumpySlicesDataset({"input_ids": ids, "label": labels}, shuffle=shuffle).batch(20)

class BoW(nn.Cell):
    def __init__(self, vocab, dim=32, n=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.fc = nn.Dense(dim, n)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

# ---- train ----
tokenizer = build_tokenizer(train_texts)
tokenizer.save_pretrained("qtype_tokenizer")
net = BoW(128)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.Adam(net.trainable_params(), 1e-2),
              metrics={"accuracy": Accuracy()})
model.train(4, to_dataset(tokenizer, train_texts, train_labels, True), callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print("train metrics:", model.eval(to_dataset(tokenizer, train_texts, train_labels, False), dataset_sink_mode=False))
ms.save_checkpoint(net, "qtype_bow.ckpt")

# ---- evaluate ----
eval_tokenizer = build_tokenizer(eval_texts)
net2 = BoW(128)
ms.load_param_into_net(net2, ms.load_checkpoint("qtype_bow.ckpt"))
model2 = Model(net2, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"accuracy": Accuracy()})
print("eval metrics:", model2.eval(to_dataset(eval_tokenizer, eval_texts, eval_labels, False), dataset_sink_mode=False))
