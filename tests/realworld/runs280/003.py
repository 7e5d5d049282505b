# Two-stage port of a HF-style tiny causal LM: pretrain -> save ckpt -> fine-tune with chat special tokens
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

BASE_VOCAB, SEQ, HID = 1000, 24, 64
SPECIAL_TOKENS = ["<|user|>", "<|assistant|>", "<|end|>"]


class TinyLM(nn.Cell):
    def __init__(self, vocab_size, hidden=HID):
        super().__init__()
        self.wte = nn.Embedding(vocab_size, hidden)
        self.rnn = nn.LSTM(hidden, hidden, batch_first=True)
        self.ln_f = nn.LayerNorm((hidden,))
        self.lm_head = nn.Dense(hidden, vocab_size, has_bias=False)

    def construct(self, ids):
        h, _ = self.rnn(self.wte(ids))
        return self.lm_head(self.ln_f(h))


def lm_dataset(vocab_size, n=256, seed=0):
    rng = np.random.default_rng(seed)
    data = rng.integers(0, vocab_size, (n, SEQ + 1)).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": data[:, :-1], "labels": data[:, 1:]}, shuffle=True).batch(16)


def train(net, dataset, steps, lr):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr)

    def fwd(x, y):
        logits = net(x)
        return loss_fn(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))

    grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
    step = 0
    for x, y in dataset.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        step += 1
        if step % 4 == 0:
            print(f"step {step} loss {float(loss):.4f}", flush=True)
        if step >= steps:
            break


# ---- stage 1: pretraining
base = TinyLM(BASE_VOCAB)
train(base, lm_dataset(BASE_VOCAB), 16, 1e-3)
ms.save_checkpoint(base, "tinylm_base.ckpt")
print("saved tinylm_base.ckpt")

# ---- stage 2: chat fine-tuning, tokenizer gets special tokens
vocab_size = BASE_VOCAB + len(SPECIAL_TOKENS)
print(f"tokenizer vocab size after add_special_tokens: {vocab_size}")
chat = TinyLM(vocab_size)
param_dict = ms.load_checkpoint("tinylm_base.ckpt")
not_loaded, _ = ms.load_param_into_net(chat, param_dict)
print("params not loaded:", not_loaded)
train(chat, lm_dataset(vocab_size, seed=1), 16, 5e-4)
ms.save_checkpoint(chat, "tinylm_chat.ckpt")
