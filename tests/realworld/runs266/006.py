# Port of a Hugging Face-style encoder (forward with optional kwargs, ModelOutput-like return)
# to MindSpore; compiled with GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(5)

class EncoderLayer(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.ff = nn.SequentialCell(nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d))
        self.norm = nn.LayerNorm((d,), epsilon=1e-12)
    def construct(self, x):
        return self.norm(x + self.ff(x))

class TinyEncoderForSequenceClassification(nn.Cell):
    def __init__(self, vocab=200, d=32, layers=2, num_labels=3):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, d)
        self.layers = nn.CellList([EncoderLayer(d) for _ in range(layers)])
        self.classifier = nn.Dense(d, num_labels)
        self.loss_fct = nn.CrossEntropyLoss()
    def construct(self, input_ids, labels=None):
        hidden = self.embeddings(input_ids)
        for layer in self.layers:
            hidden = layer(hidden)
        logits = self.classifier(hidden[:, 0])
        loss = None
        if labels is not None:
            try:
                loss = self.loss_fct(logits.view(-1, 3), labels.view(-1))
            except Exception as e:
                loss = self.loss_fct(logits, labels)
        return loss, logits

model = TinyEncoderForSequenceClassification()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.01)

def forward_fn(input_ids, labels):
    loss, logits = model(input_ids, labels)
    return loss
grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(input_ids, labels):
    loss, grads = grad_fn(input_ids, labels)
    optimizer(grads)
    return loss

rng = np.random.default_rng(5)
for step in range(30):
    ids = ms.Tensor(rng.integers(0, 200, (16, 24)), ms.int32)
    y = ms.Tensor(rng.integers(0, 3, (16,)), ms.int32)
    loss = train_step(ids, y)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
