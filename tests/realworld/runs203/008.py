# Causal-LM fine-tuning of a tiny GRU LM in MindSpore, data tokenized with a HF GPT-2 style BPE tokenizer.
# Loss computed "like HF does" (shift logits for next-token prediction).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
lines = ["to be or not to be that is the question", "all the world is a stage", "the rest is silence",
         "brevity is the soul of wit", "to thine own self be true"] * 10
raw = Tokenizer(models.BPE()); raw.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
raw.train_from_iterator(lines, trainers.BpeTrainer(vocab_size=300, special_tokens=["<|endoftext|>"], initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, eos_token="<|endoftext|>", pad_token="<|endoftext|>")
enc = tokenizer(lines, padding="max_length", max_length=24, truncation=True, return_tensors="np")
input_ids = enc["input_ids"].astype(np.int32)
print("train sequences:", input_ids.shape, "vocab:", len(tokenizer))


class GRULM(nn.Cell):
    def __init__(self, vocab, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.head = nn.Dense(dim, vocab)
        self.vocab = vocab
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)
    def construct(self, input_ids, labels):
        h, _ = self.rnn(self.emb(input_ids))
        logits = self.head(h)
        shift_logits = logits[:, :-1, :]
        return self.ce(shift_logits.reshape(-1, self.vocab), labels.reshape(-1))

net = GRULM(len(tokenizer))
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
train_step = nn.TrainOneStepCell(net, opt)
train_step.set_train()
for step in range(0, 50, 10):
    ids = Tensor(input_ids[step:step + 10])
    loss = train_step(ids, ids)
    print(f"step {step // 10}: loss={float(loss.asnumpy()):.4f}")
