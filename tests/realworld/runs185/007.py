"""BERT-style masked-LM pretraining script (tiny config for a smoke test).
Optimizer setup follows the original model_zoo bert run_pretrain.py."""
import argparse
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.nn.optim import AdamWeightDecayDynamicLR
from mindspore.train import Model, LossMonitor

parser = argparse.ArgumentParser()
parser.add_argument("--epochs", type=int, default=2)
parser.add_argument("--lr", type=float, default=5e-5)
parser.add_argument("--end_lr", type=float, default=1e-7)
parser.add_argument("--decay_steps", type=int, default=1000)
args = parser.parse_args()

ms.set_context(mode=ms.GRAPH_MODE)
VOCAB, HID, SEQ = 1000, 64, 32


class TinyBertMLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, HID)
        self.pos = nn.Embedding(SEQ, HID)
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(HID, 4, 128, batch_first=True), 2)
        self.mlm = nn.Dense(HID, VOCAB)

    def construct(self, ids):
        pos = ops.arange(SEQ).expand_dims(0)
        return self.mlm(self.enc(self.tok(ids) + self.pos(pos)))


net = TinyBertMLM()
optimizer = AdamWeightDecayDynamicLR(net.trainable_params(), decay_steps=args.decay_steps,
                                     learning_rate=args.lr, end_learning_rate=args.end_lr, power=5.0,
                                     weight_decay=0.01, eps=1e-6)
print(optimizer)
