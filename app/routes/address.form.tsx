import { Spinner } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AddressForm, type AddressInput } from "../components/checkout/AddressForm";
import { Guarded } from "../components/Forbidden";
import { FormCard } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSnackbar } from "../lib/snackbar";

export const meta = () => [{ title: tDefault("TITLE_ADDRESS") }];

/** /address/create and /address/edit/{addressId} (spec part 2 §2): back to the previous page after a save. */
function EditAddress({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [initial, setInitial] = useState<AddressInput | null | undefined>(id ? undefined : null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    void browserApi()
      .api.Addresss[":id"].$get({ param: { id } })
      .then(async (response) => {
        if (response.ok) return setInitial((await response.json()).data);
        snackbar.show({ text: await errorText(response), kind: "error" });
        setInitial(null);
      });
  }, [id, snackbar]);

  const save = async (address: AddressInput) => {
    setBusy(true);
    try {
      const response = id
        ? await browserApi().api.Addresss[":id"].$put({ param: { id }, json: address })
        : await browserApi().api.Addresss.$post({ json: address });
      if (!response.ok) {
        snackbar.show({ text: await errorText(response), kind: "error" });
        return false;
      }
      snackbar.show({ text: t(id ? "ADDRESS_UPDATED" : "ADDRESS_ADDED", { city: address.city }) });
      navigate(-1);
      return true;
    } finally {
      setBusy(false);
    }
  };

  const title = t(id ? "TITLE_EDIT_ADDRESS" : "TITLE_ADD_ADDRESS");
  return (
    <FormCard title={title} wide>
      {initial === undefined ? <Spinner aria-label={t("LOADING")} /> : <AddressForm key={id ?? "new"} initial={initial ?? undefined} busy={busy} onSubmit={save} onBack={() => navigate(-1)} />}
    </FormCard>
  );
}

export default function AddressFormPage() {
  const { addressId } = useParams();
  return (
    <Guarded>
      <EditAddress id={addressId} />
    </Guarded>
  );
}
