# Port of a PyTorch text classifier (nn.Embedding + GRU) to Keras 3 / tf.data.
# In PyTorch the DataLoader used a collate_fn with pad_sequence; here the tf.data pipeline batches directly.
import numpy as np
import tensorflow as tf
import keras

VOCAB, NUM_CLASSES, BATCH = 2000, 4, 32
rng = np.random.default_rng(0)


def make_examples(n):
    for _ in range(n):
        length = int(rng.integers(8, 64))
        label = int(rng.integers(0, NUM_CLASSES))
        ids = rng.integers(1, VOCAB, size=length).astype(np.int32)
        ids[: length // 4] = label + 1  # weak signal
        yield ids, label


train_ds = tf.data.Dataset.from_generator(
    lambda: make_examples(2048),
    output_signature=(
        tf.TensorSpec(shape=(None,), dtype=tf.int32),
        tf.TensorSpec(shape=(), dtype=tf.int32),
    ),
)
train_ds = train_ds.shuffle(512).batch(BATCH).prefetch(tf.data.AUTOTUNE)

inputs = keras.Input(shape=(None,), dtype="int32", name="input_ids")
x = keras.layers.Embedding(VOCAB, 64, mask_zero=True)(inputs)
x = keras.layers.GRU(64)(x)
x = keras.layers.Dropout(0.1)(x)
outputs = keras.layers.Dense(NUM_CLASSES)(x)
model = keras.Model(inputs, outputs, name="gru_classifier")
model.summary()

model.compile(
    optimizer=keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
model.fit(train_ds, epochs=3)
