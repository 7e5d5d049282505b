"""Sentiment fine-tuning data pipeline ported from a HF `datasets.map(tokenize)` recipe to mindspore.dataset."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
MAX_LEN = 24      # tokenizer truncation
PAD_TO = 12       # model context used in the padded batch

reviews = [
    ("a wonderful heartfelt film with great acting", 1), ("boring plot and terrible dialogue", 0),
    ("i loved every minute of it", 1), ("a complete waste of two hours", 0),
    ("great soundtrack and a moving story", 1), ("the acting was wooden and dull", 0),
    ("honestly one of the best things i have seen this year and i would watch it again", 1),
] * 40

raw = Tokenizer(models.WordLevel(unk_token="[UNK]"))
raw.pre_tokenizer = pre_tokenizers.Whitespace()
raw.train_from_iterator([t for t, _ in reviews], trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]", "[CLS]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]")

def tokenize(text):
    # HF recipe pads later in the DataCollator, so only truncate here
    enc = tokenizer(str(text), truncation=True, max_length=MAX_LEN)
    return np.array(enc["input_ids"], dtype=np.int32)

dataset = ds.NumpySlicesDataset({"text": [t for t, _ in reviews], "label": np.array([l for _, l in reviews], np.int32)},
                                shuffle=True)
dataset = dataset.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"])
dataset = dataset.padded_batch(16, drop_remainder=True, pad_info={"input_ids": ([PAD_TO], tokenizer.pad_token_id)})

class BoW(nn.Cell):
    def __init__(self, vocab):
        super().__init__()
        self.emb = nn.Embedding(vocab, 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BoW(tokenizer.vocab_size)
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(net.trainable_params(), 1e-2), metrics={"acc"})
model.train(3, dataset, callbacks=[ms.LossMonitor(5)], dataset_sink_mode=False)
