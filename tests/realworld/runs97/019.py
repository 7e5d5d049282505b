"""BERT-style classifier head fine-tune; optimizer groups built the way the Hugging Face run_glue.py
script does it (no weight decay for biases and LayerNorm weights)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)

class Encoder(nn.Cell):
    def __init__(self, vocab=100, d=32):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, d)
        self.dense = nn.Dense(d, d)
        self.LayerNorm = nn.LayerNorm((d,))
    def construct(self, ids):
        return self.LayerNorm(ops.gelu(self.dense(self.embeddings(ids))))

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bert = Encoder()
        self.classifier = nn.Dense(32, 3)
    def construct(self, ids):
        return self.classifier(self.bert(ids)[:, 0])

model = Classifier()
no_decay = ["bias", "LayerNorm.gamma", "LayerNorm.beta"]
optimizer_grouped_parameters = [
    {"params": [p for p in model.trainable_params() if not any(nd in p.name for nd in no_decay)], "weight_decay": 0.01},
    {"params": [p for p in model.trainable_params() if any(nd in p.name for nd in ["bias", "LayerNorm"])], "weight_decay": 0.0},
    {"params": [p for p in model.trainable_params() if "classifier" in p.name], "lr": 1e-3},   # higher LR for the new head
]
optimizer = nn.AdamWeightDecay(optimizer_grouped_parameters, learning_rate=5e-5)
loss_fn = nn.CrossEntropyLoss()

def forward(ids, y):
    return loss_fn(model(ids), y)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
for step in range(10):
    ids = Tensor(rng.integers(0, 100, (16, 20)).astype(np.int32))
    y = Tensor(rng.integers(0, 3, 16).astype(np.int32))
    loss, grads = grad_fn(ids, y)
    optimizer(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
