# torch.compile(model) translated to ms.jit(capture_mode="bytecode") on top of PyNative; the HF-style
# model returns a ModelOutput dataclass and the step reads outputs.loss.
from dataclasses import dataclass
from typing import Optional

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
np.random.seed(4)


@dataclass
class CausalLMOutput:
    loss: Optional[ms.Tensor] = None
    logits: ms.Tensor = None


class TinyLM(nn.Cell):
    def __init__(self, vocab=50, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.mlp = nn.Dense(hidden, hidden, activation="gelu")
        self.lm_head = nn.Dense(hidden, vocab)
        self.vocab = vocab

    def construct(self, input_ids, labels=None):
        logits = self.lm_head(self.mlp(self.embed(input_ids)))
        loss = None
        if labels is not None:
            loss = ops.cross_entropy(logits.reshape(-1, self.vocab), labels.reshape(-1))
        return CausalLMOutput(loss=loss, logits=logits)


model = TinyLM()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3)


def compute_loss(input_ids, labels):
    outputs = model(input_ids, labels=labels)
    return outputs.loss


grad_fn = ms.value_and_grad(compute_loss, None, optimizer.parameters)


@ms.jit(capture_mode="bytecode")
def train_step(input_ids, labels):
    loss, grads = grad_fn(input_ids, labels)
    optimizer(grads)
    return loss


data = np.random.randint(0, 50, (64, 17)).astype(np.int32)
for step in range(24):
    batch = data[(step % 4) * 16:(step % 4 + 1) * 16]
    loss = train_step(ms.Tensor(batch[:, :-1]), ms.Tensor(batch[:, 1:]))
    if step % 4 == 0 or step == 23:
        print(f"step {step} loss {float(loss):.4f}")
print("training done")
