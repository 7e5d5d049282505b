# ViT-ish patch MLP classifier; training loop ported from a Hugging Face Trainer setup
# (per_device_train_batch_size=16, gradient_accumulation_steps=64 as in the original config).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(5)

NUM_CLASSES = 8
class ShapesDataset:
    def __init__(self, n=640):
        rng = np.random.default_rng(0)
        self.protos = rng.standard_normal((NUM_CLASSES, 1, 16, 16)).astype(np.float32)
        self.y = rng.integers(0, NUM_CLASSES, n).astype(np.int32)
        self.noise = 0.5 * rng.standard_normal((n, 1, 16, 16)).astype(np.float32)
    def __getitem__(self, i):
        return self.protos[self.y[i]] + self.noise[i], self.y[i]
    def __len__(self):
        return len(self.y)

class PatchMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.patch = nn.Conv2d(1, 32, 4, stride=4, pad_mode="valid", has_bias=True)
        self.mlp = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 16, 128), nn.GELU(), nn.Dense(128, NUM_CLASSES))
    def construct(self, x):
        return self.mlp(self.patch(x))

train_batch_size = 16
gradient_accumulation_steps = 64
num_train_epochs = 4
learning_rate = 1e-3

train_ds = ds.GeneratorDataset(ShapesDataset(), ["pixel_values", "labels"], shuffle=True).batch(train_batch_size)
net = PatchMLP()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=learning_rate, weight_decay=0.0)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y) / gradient_accumulation_steps, None, optimizer.parameters)
accum = [ops.zeros_like(p) for p in optimizer.parameters]

print(f"num examples = {len(ShapesDataset())}, batches per epoch = {train_ds.get_dataset_size()}")
for epoch in range(num_train_epochs):
    net.set_train()
    running, correct, seen = 0.0, 0, 0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        accum = [a + g for a, g in zip(accum, grads)]
        if (step + 1) % gradient_accumulation_steps == 0:
            optimizer(tuple(accum))
            accum = [ops.zeros_like(p) for p in optimizer.parameters]
        running += float(loss) * gradient_accumulation_steps
        logits = net(x)
        correct += int((logits.argmax(-1) == y).sum())
        seen += y.shape[0]
        if (step + 1) % 10 == 0:
            print(f"epoch {epoch} step {step + 1} loss {running / (step + 1):.4f}")
    print(f"epoch {epoch} train_loss {running / (step + 1):.4f} train_acc {correct / seen:.4f}")
