"""News-topic classifier; warmup + linear decay schedule ported from torch.optim.lr_scheduler.LambdaLR."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES, VOCAB, SEQ_LEN = 8, 5000, 64
BASE_LR, WARMUP_EPOCHS, EPOCHS = 1e-3, 2, 8
rng = np.random.default_rng(13)


def make_split(n):
    y = rng.integers(0, NUM_CLASSES, size=n)
    x = rng.integers(20, VOCAB, size=(n, SEQ_LEN))
    for _ in range(2):
        x[np.arange(n), rng.integers(0, SEQ_LEN, n)] = 2 * y + 1 + rng.integers(0, 2, n)
    x[rng.random((n, SEQ_LEN)) < 0.15] = 0  # padding/unk
    return x.astype("int32"), y.astype("int32")


xtr, ytr = make_split(6000)
xva, yva = make_split(1000)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(6000).batch(64).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(256)


def lr_lambda(epoch):
    # same function as in the PyTorch script: LambdaLR(optimizer, lr_lambda)
    if epoch < WARMUP_EPOCHS:
        return float(epoch + 1) / float(WARMUP_EPOCHS)
    return max(0.0, float(EPOCHS - epoch) / float(max(1, EPOCHS - WARMUP_EPOCHS)))


model = keras.Sequential([
    keras.Input((SEQ_LEN,), dtype="int32"),
    layers.Embedding(VOCAB, 64),
    layers.Conv1D(128, 5, activation="relu", padding="same"),
    layers.GlobalMaxPooling1D(),
    layers.Dropout(0.3),
    layers.Dense(128, activation="relu"),
    layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=BASE_LR),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
callbacks = [
    keras.callbacks.LearningRateScheduler(lambda epoch, lr: lr_lambda(epoch), verbose=1),
    keras.callbacks.CSVLogger("history_008.csv"),
]
model.fit(train_ds, validation_data=val_ds, epochs=EPOCHS, callbacks=callbacks, verbose=2)
