# Review classifier: HF tokenizer called inside a mindspore.dataset map, like datasets.map(tokenize_fn).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

pos = ["great movie", "loved it", "wonderful acting", "really good fun", "best film this year"]
neg = ["terrible plot", "hated it", "boring and slow", "really bad acting", "worst film this year"]
texts = [t for pair in zip(pos, neg) for t in pair] * 20
labels = [1, 0] * 100

raw = Tokenizer(models.WordLevel(unk_token="[UNK]"))
raw.pre_tokenizer = pre_tokenizers.Whitespace()
raw.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]")
print("vocab size:", tokenizer.vocab_size)

class ReviewSource:
    def __init__(self, texts, labels):
        self.texts, self.labels = texts, labels
    def __getitem__(self, i):
        return self.texts[i], np.int32(self.labels[i])
    def __len__(self):
        return len(self.texts)

def tokenize_fn(text):
    enc = tokenizer(text, padding="max_length", truncation=True, max_length=8)
    return np.array(enc["input_ids"], np.int32)

dataset = ds.GeneratorDataset(ReviewSource(texts, labels), column_names=["text", "label"], shuffle=True)
dataset = dataset.map(operations=tokenize_fn, input_columns=["text"], output_columns=["input_ids"])
dataset = dataset.batch(16, drop_remainder=True)

class BagClassifier(nn.Cell):
    def __init__(self, vocab):
        super().__init__()
        self.emb = nn.Embedding(vocab, 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagClassifier(tokenizer.vocab_size)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
