# Mistake: HF DataCollatorWithPadding (pads input_ids and attention_mask) ported as
# Dataset.padded_batch with pad_info keyed by the HF column names; the GeneratorDataset here only
# yields the columns "input_ids" and "label" (the mask is built later in the model), so the pad_info
# names a column the dataset does not have.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_device("CPU")
rng = np.random.default_rng(0)
examples = [(rng.integers(5, 1000, size=rng.integers(4, 20)).astype(np.int32), np.int32(rng.integers(0, 2)))
            for _ in range(64)]

class SST2Source:
    def __getitem__(self, i):
        ids, label = examples[i]
        return ids, label
    def __len__(self):
        return len(examples)

train = ds.GeneratorDataset(SST2Source(), column_names=["input_ids", "label"], shuffle=True)
train = train.padded_batch(16, drop_remainder=False,
                           pad_info={"input_ids": (None, 0), "attention_mask": (None, 0)})
for step, batch in enumerate(train.create_dict_iterator(num_epochs=1)):
    print("step", step, "input_ids", batch["input_ids"].shape, "label", batch["label"].shape)
