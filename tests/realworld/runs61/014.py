# HF-style forward(input_ids, **kwargs): optional attention_mask / token_type_ids come through kwargs.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(14)
np.random.seed(14)


class TinyEncoderForClassification(nn.Cell):
    def __init__(self, vocab=100, hidden=32, type_vocab=2, num_labels=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, hidden)
        self.token_type_embeddings = nn.Embedding(type_vocab, hidden)
        self.dense = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids, **kwargs):
        attention_mask = kwargs.get("attention_mask", None)
        token_type_ids = kwargs.get("token_type_ids", None)
        h = self.word_embeddings(input_ids)
        if token_type_ids is not None:
            h = h + self.token_type_embeddings(token_type_ids)
        if attention_mask is None:
            pooled = h.mean(1)
        else:
            m = attention_mask.astype(h.dtype).expand_dims(-1)
            pooled = (h * m).sum(1) / m.sum(1)
        return self.classifier(self.dense(pooled))


class TrainStep(nn.Cell):
    def __init__(self, model, optimizer):
        super().__init__()
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(self.forward, None, optimizer.parameters)

    def forward(self, input_ids, attention_mask, token_type_ids, labels):
        logits = self.model(input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
        return self.loss_fn(logits, labels)

    def construct(self, input_ids, attention_mask, token_type_ids, labels):
        loss, grads = self.grad_fn(input_ids, attention_mask, token_type_ids, labels)
        self.optimizer(grads)
        return loss


ids = np.random.randint(1, 100, (64, 16)).astype(np.int32)
mask = np.ones_like(ids)
mask[1::2, 10:] = 0
ids[mask == 0] = 0
tt = np.zeros_like(ids)
labels = ((ids < 50).sum(1) > 7).astype(np.int32)

model = TinyEncoderForClassification()
step_fn = TrainStep(model, nn.Adam(model.trainable_params(), learning_rate=1e-2))
for epoch in range(20):
    loss = step_fn(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(tt), ms.Tensor(labels))
    if epoch % 4 == 0 or epoch == 19:
        print(f"epoch {epoch} loss {float(loss):.4f}")
model.set_train(False)
logits = model(ms.Tensor(ids[:4]), attention_mask=ms.Tensor(mask[:4]))
print("eval logits shape", logits.shape, "pred", logits.argmax(-1), "gold", labels[:4])
