# Text pipeline: tokenize -> lookup -> pad; pad token given as the string used by the HF tokenizer.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms
from mindspore import nn

sentences = ["the movie was great", "terrible plot and bad acting", "i loved it", "boring",
             "great cast great story", "not worth the ticket", "fun for the whole family", "bad"] * 16
labels = [1, 0, 1, 0, 1, 0, 1, 0] * 16
words = sorted({w for s in sentences for w in s.split()})
vocab = text.Vocab.from_list(["[PAD]", "[UNK]"] + words)
MAX_LEN = 8

data = ds.NumpySlicesDataset({"text": sentences, "label": np.array(labels, np.int32)}, shuffle=True)
data = data.map([text.WhitespaceTokenizer(),
                 text.Lookup(vocab, unknown_token="[UNK]"),
                 transforms.Slice(slice(0, MAX_LEN)),
                 transforms.PadEnd([MAX_LEN], pad_value="[PAD]")],
                input_columns="text", output_columns="input_ids")
data = data.batch(16)

net = nn.SequentialCell(nn.Embedding(len(words) + 2, 16), nn.Flatten(), nn.Dense(16 * MAX_LEN, 2))
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for x, y in data.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
