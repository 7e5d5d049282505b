# NER fine-tune: model code copied from the sentence-classification port (pooled [CLS] -> classifier),
# labels from the HF token-classification preprocessing (one tag per token, -100 on padding).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

VOCAB, D, T, NTAGS = 400, 32, 20, 5

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.ffn = nn.SequentialCell(nn.Dense(D, 2 * D), nn.GELU(), nn.Dense(2 * D, D))
        self.norm = nn.LayerNorm((D,))
    def construct(self, ids):
        h = self.emb(ids)
        return self.norm(h + self.ffn(h))

class ModelForTokenClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(D, NTAGS)
        self.loss_fct = nn.CrossEntropyLoss(ignore_index=-100)
    def construct(self, input_ids, labels):
        sequence_output = self.encoder(input_ids)
        pooled = sequence_output[:, 0]
        logits = self.classifier(self.dropout(pooled))
        loss = self.loss_fct(logits, labels)
        return loss

rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, size=(128, T)).astype(np.int32)
tags = rng.integers(0, NTAGS, size=(128, T)).astype(np.int32)
tags[:, 15:] = -100
model = ModelForTokenClassification()
opt = nn.AdamWeightDecay(model.trainable_params(), 5e-4)
train = nn.TrainOneStepCell(model, opt)
train.set_train()
print(f"input_ids {ids.shape}, labels {tags.shape}, num_labels {NTAGS}")
for step in range(8):
    loss = train(Tensor(ids[step * 16:(step + 1) * 16]), Tensor(tags[step * 16:(step + 1) * 16]))
    print(f"step {step} loss {loss}")
