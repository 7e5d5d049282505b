# The HF tokenizer was replaced by MindSpore's own text.BertTokenizer (to run the tokenisation inside the
# dataset pipeline, as the MindSpore docs show); the model code is unchanged from the HF port
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms
from mindspore import nn
from tokutil import make_vocab

ms.set_context(mode=ms.PYNATIVE_MODE)
vocab = text.Vocab.from_file(make_vocab("tok_019") + "/vocab.txt")
texts = ["i loved this movie", "boring plot and bad acting", "really fun story", "i hated it",
         "great music and good actors", "the film was terrible", "very good director", "not fun at all"] * 16
labels = [1, 0, 1, 0, 1, 0, 1, 0] * 16

train = ds.NumpySlicesDataset({"text": texts, "label": np.array(labels, np.int32)}, shuffle=True)
train = train.map(text.BertTokenizer(vocab=vocab, lower_case=True, unknown_token="[UNK]"), input_columns="text",
                  output_columns="input_ids")
train = train.map(transforms.PadEnd([16], pad_value="[PAD]"), input_columns="input_ids").batch(16)

class Net(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = Net(len(vocab.vocab()))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (ids, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(ids, y); opt(g)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
