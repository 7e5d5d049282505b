"""Product-review rating classifier (3 classes). Data prep ported from a torchtext script in which
each split went through the same `build_pipeline(split)` helper."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(18); random.seed(18)
CUES = {0: ["broken", "refund", "worst", "cheap", "returned"], 1: ["okay", "average", "decent", "fine", "meh"],
        2: ["excellent", "perfect", "love", "recommend", "sturdy"]}
FILL = ["the", "product", "arrived", "box", "quality", "was", "it", "and", "for", "price", "my", "kids",
        "color", "size", "shipping", "seller", "use", "daily", "after", "week"]
def review(y):
    w = random.choices(FILL, k=random.randint(5, 15)) + random.choices(CUES[y], k=random.randint(1, 2))
    random.shuffle(w); return " ".join(w)

splits = {}
for name, n in [("train", 3000), ("validation", 500), ("test", 500)]:
    y = np.random.randint(0, 3, n); splits[name] = (np.array([review(v) for v in y]), y)
print({k: len(v[1]) for k, v in splits.items()})

def build_pipeline(split, batch_size=64):
    texts, labels = splits[split]
    vectorizer = layers.TextVectorization(max_tokens=5000, output_sequence_length=20)
    vectorizer.adapt(texts)
    print(f"[{split}] vocab size {vectorizer.vocabulary_size()}, top tokens {vectorizer.get_vocabulary()[2:7]}")
    ds = tf.data.Dataset.from_tensor_slices((texts, labels))
    if split == "train":
        ds = ds.shuffle(len(texts), seed=18)
    return ds.batch(batch_size).map(lambda t, l: (vectorizer(t), l)).prefetch(2)

train_ds, val_ds, test_ds = build_pipeline("train"), build_pipeline("validation"), build_pipeline("test")

model = keras.Sequential([
    keras.Input((20,), dtype="int64"),
    layers.Embedding(5000, 64, mask_zero=True),
    layers.Bidirectional(layers.GRU(32)),
    layers.Dense(3, activation="softmax"),
])
model.compile(keras.optimizers.Adam(2e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
loss, acc = model.evaluate(test_ds, verbose=0)
print(f"test loss {loss:.4f} test accuracy {acc:.4f}")
