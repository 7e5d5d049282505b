"""Intent classifier fed from a tokenised jsonl dump (HF datasets style dict rows),
variable length -> padded_batch."""
import json, os
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(10)
os.makedirs("/home/user/project", exist_ok=True)
path = "/home/user/project/intents_010.jsonl"
with open(path, "w") as f:
    for _ in range(1500):
        L = int(rng.integers(4, 30))
        ids = rng.integers(1, 3000, L).tolist()
        f.write(json.dumps({"input_ids": ids, "attention_mask": [1] * L,
                            "label": int(ids[0] % 5)}) + "\n")


def gen():
    with open(path) as f:
        for line in f:
            row = json.loads(line)
            yield {"input_ids": row["input_ids"], "attention_mask": row["attention_mask"]}, row["label"]


ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(
        {"input_ids": tf.TensorSpec([None], tf.int32),
         "attention_mask": tf.TensorSpec([None], tf.int32)},
        tf.TensorSpec([], tf.int32)))
print("element_spec:", ds.element_spec)

# torch collate_fn: pad input_ids and attention_mask to the longest in the batch
ds = ds.shuffle(1000).padded_batch(32, padded_shapes=([None], [None], []),
                                   padding_values=(0, 0, 0))

ids_in = keras.Input(shape=(None,), dtype="int32", name="input_ids")
mask_in = keras.Input(shape=(None,), dtype="int32", name="attention_mask")
h = keras.layers.Embedding(3000, 64)(ids_in)
h = keras.layers.GlobalAveragePooling1D()(h, mask=keras.ops.cast(mask_in, "bool"))
out = keras.layers.Dense(5)(h)
model = keras.Model({"input_ids": ids_in, "attention_mask": mask_in}, out)
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
