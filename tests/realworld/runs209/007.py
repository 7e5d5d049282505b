"""Two-stage LM workflow: pretrain a small GRU LM, then fine-tune it with the tokenizer's padded vocab."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
SEQ = 32


class GRULM(nn.Cell):
    def __init__(self, vocab_size, hidden=64):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.lm_head = nn.Dense(hidden, vocab_size)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        h, _ = self.rnn(self.embed(input_ids))
        logits = self.lm_head(h)
        return self.loss(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


def lm_dataset(vocab_size, n, seed):
    rng = np.random.default_rng(seed)
    tok = rng.integers(0, vocab_size, size=(n, SEQ + 1)).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": tok[:, :-1], "labels": tok[:, 1:]}, shuffle=True).batch(16)


def train(model, dataset, epochs, lr, tag):
    opt = nn.Adam(model.trainable_params(), learning_rate=lr)
    grad_fn = ms.value_and_grad(model, None, opt.parameters)
    for ep in range(epochs):
        for step, b in enumerate(dataset.create_dict_iterator()):
            loss, grads = grad_fn(b["input_ids"], b["labels"])
            opt(grads)
        print(f"[{tag}] epoch {ep} last loss {loss.asnumpy():.4f}", flush=True)


# stage 1: pretraining with the raw tokenizer vocab
tokenizer_vocab = 1000
pre = GRULM(tokenizer_vocab)
train(pre, lm_dataset(tokenizer_vocab, 256, 0), 1, 1e-3, "pretrain")
ms.save_checkpoint(pre, "gru_lm_pretrain.ckpt")
print("saved gru_lm_pretrain.ckpt")

# stage 2: fine-tuning; vocab padded to a multiple of 64 as in the HF recipe
padded_vocab = ((tokenizer_vocab + 63) // 64) * 64
print("fine-tune vocab size:", padded_vocab)
ft = GRULM(padded_vocab)
param_dict = ms.load_checkpoint("gru_lm_pretrain.ckpt")
not_loaded, _ = ms.load_param_into_net(ft, param_dict)
print("params not loaded:", not_loaded)
train(ft, lm_dataset(tokenizer_vocab, 128, 1), 2, 5e-4, "finetune")
