# HF-style forward returning a dict (loss, logits, hidden_states=None, attentions=None), trained with
# value_and_grad(has_aux=True) inside an ms.jit train step.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(1)
np.random.seed(1)


class TinyForSequenceClassification(nn.Cell):
    def __init__(self, vocab=80, hidden=32, num_labels=2):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, hidden)
        self.dense = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids, labels, output_hidden_states=False):
        hidden = self.dense(self.embeddings(input_ids).mean(1))
        logits = self.classifier(hidden)
        loss = ops.cross_entropy(logits, labels)
        return {
            "loss": loss,
            "logits": logits,
            "hidden_states": (hidden,) if output_hidden_states else None,
            "attentions": None,
        }


model = TinyForSequenceClassification()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-2, weight_decay=0.0)


def forward_fn(input_ids, labels):
    outputs = model(input_ids, labels)
    return outputs["loss"], outputs["logits"]


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


@ms.jit
def train_step(input_ids, labels):
    (loss, logits), grads = grad_fn(input_ids, labels)
    optimizer(grads)
    return loss, logits


ids = np.random.randint(1, 80, (64, 12)).astype(np.int32)
labels = ((ids < 40).sum(1) > 6).astype(np.int32)
x, y = ms.Tensor(ids), ms.Tensor(labels)
for step in range(30):
    loss, logits = train_step(x, y)
    if step % 5 == 0 or step == 29:
        acc = (logits.argmax(-1) == y).astype(ms.float32).mean()
        print(f"step {step:2d} loss {float(loss):.4f} acc {float(acc):.3f}")
print("done")
