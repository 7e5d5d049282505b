# ragged token lists turned into a Tensor without padding (numpy object array)
# Collate step copied from a PyTorch DataLoader that relied on pad_sequence.
import numpy as np
import mindspore as ms
ms.set_device("CPU")
batch = [[101, 2023, 2003, 102], [101, 7592, 102], [101, 2009, 2001, 1037, 3231, 102]]
input_ids = ms.Tensor(np.array(batch, dtype=object))
print(input_ids.shape)
