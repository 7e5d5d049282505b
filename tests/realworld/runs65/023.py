# Healthy port of the HF-style _init_weights: Cell.apply + Parameter.set_data(initializer(...))
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import initializer, Normal, Zero, One

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class Config:
    vocab_size = 1000
    hidden_size = 64
    num_labels = 3
    initializer_range = 0.02

class TinyEncoderClassifier(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embeddings = nn.Embedding(config.vocab_size, config.hidden_size)
        self.dense = nn.Dense(config.hidden_size, config.hidden_size)
        self.act = nn.Tanh()
        self.norm = nn.LayerNorm((config.hidden_size,))
        self.classifier = nn.Dense(config.hidden_size, config.num_labels)
        self.apply(self._init_weights)

    def _init_weights(self, module):
        std = self.config.initializer_range
        if isinstance(module, nn.Dense):
            module.weight.set_data(initializer(Normal(sigma=std, mean=0.0), module.weight.shape, module.weight.dtype))
            if module.bias is not None:
                module.bias.set_data(initializer(Zero(), module.bias.shape, module.bias.dtype))
        elif isinstance(module, nn.Embedding):
            t = module.embedding_table
            t.set_data(initializer(Normal(sigma=std, mean=0.0), t.shape, t.dtype))
        elif isinstance(module, nn.LayerNorm):
            module.beta.set_data(initializer(Zero(), module.beta.shape))
            module.gamma.set_data(initializer(One(), module.gamma.shape))

    def construct(self, input_ids):
        h = self.embeddings(input_ids)
        h = self.norm(self.act(self.dense(h)))
        return self.classifier(h.mean(axis=1))

print("building model ...")
model = TinyEncoderClassifier(Config())
print("params:", sum(p.size for p in model.trainable_params()))
print("dense.weight std after init: %.4f" % model.dense.weight.asnumpy().std())
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda ids, y: loss_fn(model(ids), y), None, opt.parameters)

rng = np.random.default_rng(0)
for step in range(40):
    labels = rng.integers(0, 3, (16,))
    ids = rng.integers(0, 300, (16, 24)) + 300 * labels[:, None]   # class-dependent token ranges
    loss, grads = grad_fn(ms.Tensor(ids, ms.int32), ms.Tensor(labels, ms.int32))
    opt(grads)
    if step % 5 == 0 or step == 39:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print("done")
