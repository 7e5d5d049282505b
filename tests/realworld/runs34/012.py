# Causal-LM fine-tune ported from an HF Trainer script. The HF dataset after tokenisation has the columns
# input_ids, attention_mask, labels (in that order) and HF Trainer passes them to model(**batch) by name.
# The MindSpore port feeds the same GeneratorDataset to mindspore.train.Model, which passes the columns
# positionally; the network keeps the MindFormers LlamaForCausalLM argument order construct(input_ids, labels, attention_mask).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor
from mindspore.train import Model, LossMonitor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

V, D, T = 200, 64, 32

class TokenizedCorpus:           # columns as produced by tokenizer(...) + labels = input_ids.copy()
    def __init__(self, n):
        base = np.random.randint(3, V, (n, T)).astype(np.int32)
        self.ids = base
        self.mask = np.ones_like(base)            # packed sequences, no padding
    def __getitem__(self, i):
        return self.ids[i], self.mask[i], self.ids[i].copy()
    def __len__(self):
        return len(self.ids)

train = ds.GeneratorDataset(TokenizedCorpus(512), column_names=["input_ids", "attention_mask", "labels"],
                            shuffle=True).batch(16, drop_remainder=True)
valid = TokenizedCorpus(64)

class TinyCausalLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.mix = nn.Dense(D, D, activation="gelu")
        self.head = nn.Dense(D, V)
        self.ce = nn.CrossEntropyLoss()
    def logits(self, input_ids):
        return self.head(self.mix(self.emb(input_ids)))
    def construct(self, input_ids, labels=None, attention_mask=None):
        logits = self.logits(input_ids)[:, :-1]
        tgt = labels[:, 1:]
        return self.ce(logits.reshape(-1, V), tgt.reshape(-1))

net = TinyCausalLM()
model = Model(net, optimizer=nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3))
model.train(3, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)

ids = Tensor(valid.ids)
logits = net.logits(ids)[:, :-1]
val_loss = float(nn.CrossEntropyLoss()(logits.reshape(-1, V), ids[:, 1:].reshape(-1)).asnumpy())
print(f"validation: next-token loss {val_loss:.4f} perplexity {np.exp(val_loss):.1f} (uniform over {V} tokens: {np.log(V):.4f})")
pred = logits.argmax(-1).asnumpy()
print("most frequent predicted token ids:", np.bincount(pred.ravel(), minlength=V).argsort()[::-1][:3].tolist())
