# Port of a Hugging Face-style fine-tuning script: build model + optimizer, then warm-start from a
# checkpoint (the torch code did model = Model.from_pretrained(...) after creating the optimizer).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class SentenceEncoderClassifier(nn.Cell):
    def __init__(self, vocab=500, dim=48, n_cls=3):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, dim)
        self.encoder = nn.SequentialCell(nn.Dense(dim, dim), nn.Tanh(), nn.Dense(dim, dim), nn.Tanh())
        self.classifier = nn.Dense(dim, n_cls)
    def construct(self, ids):
        return self.classifier(self.encoder(self.embeddings(ids).mean(1)))

    @classmethod
    def from_pretrained(cls, path, **kwargs):
        model = cls(**kwargs)
        ms.load_param_into_net(model, ms.load_checkpoint(path), strict_load=False)
        return model

# "pretrained" checkpoint produced by an earlier stage of the pipeline
ms.save_checkpoint(SentenceEncoderClassifier(), "encoder_pretrained.ckpt")

rng = np.random.default_rng(0)
ids = rng.integers(0, 500, (1500, 20)).astype(np.int32)
labels = (ids[:, :5].sum(1) % 3).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": ids, "labels": labels}, shuffle=True).batch(32, drop_remainder=True)

model = SentenceEncoderClassifier()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
model = SentenceEncoderClassifier.from_pretrained("encoder_pretrained.ckpt")
loss_fn = nn.CrossEntropyLoss()

def forward_fn(input_ids, y):
    return loss_fn(model(input_ids), y)
grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

global_step = 0
for epoch in range(4):
    model.set_train(True)
    for batch in train_ds.create_dict_iterator():
        loss, grads = grad_fn(batch["input_ids"], batch["labels"])
        optimizer(grads)
        global_step += 1
        if global_step % 10 == 0:
            print(f"epoch {epoch} step {global_step} loss {loss.asnumpy():.6f} lr {optimizer.get_lr().asnumpy():.1e}", flush=True)
model.set_train(False)
pred = model(ms.Tensor(ids[:500])).argmax(1).asnumpy()
print(f"train accuracy (first 500): {(pred == labels[:500]).mean():.4f}")
