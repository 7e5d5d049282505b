"""Fine-tune a small pretrained text encoder for sentiment (port of an HF Trainer script, PyNative).
Step 1 pretrains/saves an encoder checkpoint (stand-in for the hub download); step 2 fine-tunes it."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(8)
rng = np.random.default_rng(8)
VOCAB, DIM, SEQ = 300, 48, 20
CKPT = "/home/user/project/encoder011.ckpt"

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.ffn = nn.SequentialCell(nn.Dense(DIM, DIM), nn.GELU(), nn.Dense(DIM, DIM))
        self.norm = nn.LayerNorm((DIM,))

    def construct(self, ids):
        h = self.embed(ids)
        return self.norm(h + self.ffn(h)).mean(axis=1)

class SentimentModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(DIM, 2)

    def construct(self, ids):
        return self.classifier(self.dropout(self.encoder(ids)))

def from_pretrained(path):
    model = SentimentModel()
    params = ms.load_checkpoint(path)
    missing, _ = ms.load_param_into_net(model.encoder, params)
    print(f"Some weights of SentimentModel were newly initialized: {[p.name for p in model.classifier.get_parameters()]}")
    return model

if not os.path.exists(CKPT):
    ms.save_checkpoint(Encoder(), CKPT)

def make(n):
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    pos = (ids < 100).sum(axis=1) > (ids >= 200).sum(axis=1)
    return ids, pos.astype(np.int32)

tr_ids, tr_y = make(2000)
ev_ids, ev_y = make(400)
train = ds.NumpySlicesDataset({"input_ids": tr_ids, "labels": tr_y}, shuffle=True).batch(32, drop_remainder=True)

model = SentimentModel()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
model = from_pretrained(CKPT)

def forward_fn(ids, labels):
    logits = model(ids)
    return loss_fn(logits, labels), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

global_step = 0
for epoch in range(1, 5):
    model.set_train(True)
    for batch in train.create_dict_iterator():
        (loss, _), grads = grad_fn(batch["input_ids"], batch["labels"])
        optimizer(grads)
        global_step += 1
        if global_step % 20 == 0:
            print({"loss": round(loss.item(), 4), "learning_rate": 5e-4, "epoch": round(global_step / train.get_dataset_size(), 2)})
    model.set_train(False)
    logits = model(ms.Tensor(ev_ids))
    ev_loss = loss_fn(logits, ms.Tensor(ev_y)).item()
    acc = float((logits.argmax(-1).asnumpy() == ev_y).mean())
    print({"eval_loss": round(ev_loss, 4), "eval_accuracy": round(acc, 4), "epoch": float(epoch)})
print({"train_runtime": "done", "global_step": global_step})
